/**
 * What the MCP tools answer: signals in a shape an assistant can cite (score, type, urgency,
 * reason, evidence and link side by side), and tool results that carry the same data as text
 * (what every client shows the model) and as structured content.
 */
import { PLATFORM_LABELS, type Signal } from '@firstsignal/core';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { SearchResponse } from '../search/service';

export function citable(s: Signal) {
  return {
    id: s.id,
    title: s.title,
    link: s.url,
    platform: PLATFORM_LABELS[s.platform],
    source: s.source,
    /** Relevance, 0..1. */
    score: s.relevanceScore,
    type: s.signalType,
    urgency: s.urgencyLevel,
    reason: s.reason,
    evidence: s.evidence,
    snippet: s.snippet,
    kind: s.type,
    /** The thread a comment belongs to. */
    thread: s.type === 'comment' ? { title: s.parent_post, link: s.post_url } : null,
    posted_at: s.created_utc ? new Date(s.created_utc * 1000).toISOString() : null,
    engagement: s.engagement,
    also_posted: s.also_posted,
  };
}
export type CitableSignal = ReturnType<typeof citable>;

/** A result: one line for the model to read first, then the data as JSON (and as structured content). */
export function answer(headline: string, data: Record<string, unknown>): CallToolResult {
  return { content: [{ type: 'text', text: `${headline}\n\n${JSON.stringify(data, null, 2)}` }], structuredContent: data };
}

export function refusal(message: string): CallToolResult {
  return { content: [{ type: 'text', text: message }], isError: true };
}

/** The quota figures a search answer carries, for the assistant to tell the user what was spent. */
export function usageOf(r: SearchResponse) {
  return { used: r.current_usage, limit: r.usage_limit, plan: r.plan_type, next_billing_date: r.next_billing_date };
}

