/** Types of use.js (plain JavaScript so the encoder's thread loads it in every mode). */
export interface UseModel {
  embed(texts: string[]): Promise<number[][]>;
}
export function loadModel(): Promise<UseModel>;
export function embedTexts(model: UseModel, texts: readonly string[]): Promise<Float32Array[]>;
export function embedBatches(model: UseModel, texts: readonly string[], size: number): Promise<Float32Array[]>;
