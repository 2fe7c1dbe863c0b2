/**
 * A small, hand-written English document-frequency prior: words everyone uses in every topic.
 * Query terms found here carry little information ("time", "people", "good"); words not found
 * here are treated as topical ("invoice", "dentist", "kubernetes"). Two tiers, roughly the
 * ~400 most common content words and the next ~900. Written for this project, not derived from
 * any dataset.
 */

/** Extremely common content words (appear in a large share of all posts). */
export const COMMON_TIER_A = `
time times day days year years people person man men woman women thing things way make makes made making know knows knew
known think thinks thought take takes took taken see sees saw seen come comes came want wants wanted look looks looked
looking use uses used using find finds found give gives gave given tell tells told work works worked working call called
try tries tried trying ask asks asked need needs needed needing feel feels felt become became leave left put mean means
meant keep keeps kept begin began seem seems seemed help helps helped helping show shows showed hear heard play played run
runs ran move moved live lived believe hold held bring brought happen happened write wrote written provide sit stand lose
lost pay paid meet include continue set learn change changed lead understand watch follow stop create speak read allow add
spend spent grow open walk win offer remember love loved consider appear buy wait serve die send expect build stay fall cut
reach kill remain suggest raise pass sell require report decide pull good better best bad worse worst new old great big
small little large long short high low right wrong early late young important different same able own last next sure
real whole full free true hard easy clear certain possible best first second third part place case week weeks month months
hour hours minute minutes today tomorrow yesterday morning night home life world hand hands eye eyes head face house room
school number group problem problems fact point points question questions issue issues money business company system
program government country area state family friend friends kind sort bit end side story job word words name idea ideas
information info reason reasons result results yes okay ok thanks thank please hi hello hey guys guy lol yeah maybe
actually probably pretty quite almost always never often sometimes usually enough around away back now already soon
today ago since though although however instead else anyway thing stuff everybody nobody kinda gonna wanna gotta
something nice cool awesome amazing love like likes liked lot lots little less least few several every own new
say says said tell talk talked talking let lets start started starting end ended show shown post posts posted
video videos comment comments reddit youtube channel sub subreddit thread edit update link
`;

/** Common content words (general vocabulary, not specific to any one topic). */
export const COMMON_TIER_B = `
able access account accounts action active activity actual add added adding address advice age agree ahead air allow
allowed alone along amount answer answers anymore apart apply approach area areas arm art article aspect attention
available average avoid aware bad bank base based basic basically beautiful bed begin behind benefit big bill birthday
black blue board body book books boss bottom box brain brand break bring brother budget bunch buy buying call calls car
card care career careful carry case cash cat cause center chance change changes charge cheap check choice choose city
class clean client clients close code cold color college comfortable common community complete completely computer
concern condition contact content control cost costs couple course cover crazy create created credit current customer
customers cut daily damage data date deal dear death decision deep definitely degree deliver design detail details
develop device difference difficult dinner direct direction dog door double doubt download drive drop due early easily
eat effect effort email emails energy enjoy entire environment especially event events exactly example excited
exercise expensive experience explain extra face fair family fan far fast father fault favorite feature features fee
feedback field fight figure file files fill final finally fine finish fire fix fixed floor focus food force forget form
forward friend front fun future game games general generally girl glad goal goals god gold great green ground group
grow growth guess guide guy hair half happy hate health healthy hear heart heavy hell helpful history hit hold holiday
honest honestly hope hoping hot huge human idea image imagine impact improve include including income increase indeed
individual industry inside instead interest interested interesting internet involved item items job jobs join journey
jump key kid kids kill kind knowledge lack land language laptop large later laugh law learn learning leave legal level
light limit line list listen load local location lock lol longer loss lost loud low lucky machine main major manage
management manager market material matter media member members memory mention message method middle mind mine minute
miss mistake mobile mode model modern mom moment mother movie music nature near nearly necessary negative network news
normal note notice office official online open opinion option options order original outside owner page pain paper
parent parents park particular partner party past path patient pay peace pen perfect perhaps period personal phone photo
photos pick picture piece plan plans platform play player point police policy poor popular positive post power practice
prefer present pressure price prices private pro probably process product products professional project projects
proper public purpose push quality quick quickly quiet race random rate rather reach ready reality realize reason recent
recently recommend red regular relationship release remember remove rent rest return review rich ride risk road role
room rule rules safe sale save school score screen search season seat section security seek self sense series serious
service services session share shit shop shopping simple simply single site situation size skill skills sleep slow
smart social software solution solutions sound source space special speed spend sport staff stage standard star start
state stay step stick store strange street strong student students study style success successful suggest summer
support supposed table team tech technology term terms test text thought ticket tips tired title today tool tools top
total touch town track train travel trouble truck trust truth turn type types understand unit upon user users usual
value various version view visit voice wait walk wall war watch water website week weekend weird welcome white whole wife
win window winter wish woman wonder wonderful word world worry worth write year young yourself zero
app apps application applications simple easy easily automatically automatic manage managing platform tool tools service
services solution solutions online digital smart helps helping users customers people businesses business company
companies startup startups product products website site way ways make create build building get getting find finding
better best new good great using used based allows allow enable enables track tracking
appreciate appreciated appreciation done input currently recently decided decide deciding interested planning
planned reasonable apply applied applying regarding regard related relevant recent lately latest anyone's sight
soon already anyway further actual actually simply really seriously somewhat totally absolutely exactly nearly
mostly mainly especially particularly certainly definitely possibly obviously basically literally apparently
hopefully unfortunately fortunately currently previously eventually immediately usually normally typically
wondering wonder curious confused sure unsure aware afraid worried excited happy sad angry glad sorry
tell told ask asking answer answered reply replied respond response mention mentioned explain explained
share shared post posted posting read reading write writing wrote send sent receive received get got
bring brought carry keep kept hold held meet met join joined leave left arrive arrived return returned
visit visited travel stay stayed live living lived moving moved move relocate relocating relocated
plan plans planning consider considering considered suggest suggested suggestion suggestions recommend
recommended recommendation recommendations option options choice choose chose chosen prefer preferred
important necessary possible impossible available unavailable different similar same various certain
specific general common usual normal regular simple easy difficult hard complicated quick fast slow
cheap expensive free paid cost costs price prices value worth amount total number numbers
small big large huge tiny little long short high low full empty whole entire single double
main major minor basic extra additional special particular private public personal professional
local national international foreign domestic official legal
man woman men women boy girl kid kids child children baby family friend friends wife husband son daughter
mother father parent parents brother sister guy guys lady ladies person people folks someone everyone
member members group groups team teams community society club
morning afternoon evening night nights weekend weekends today tonight tomorrow yesterday monday tuesday
wednesday thursday friday saturday sunday january february march april may june july august september
october november december spring summer autumn fall winter year years month months week weeks day days
hour hours minute minutes second seconds moment moments time times period date dates
place places area areas city cities town country countries world street road way location locations
house home room office building center centre
thing things stuff something nothing everything anything kind kinds type types sort sorts part parts
piece pieces bit bits lot lots
question questions answer answers problem problems issue issues idea ideas advice tips tip help info
information details detail example examples case cases point points reason reasons result results
fact facts matter matters story stories experience experiences
name names word words letter letters line lines page pages list lists form forms
good bad better worse best worst nice great fine okay ok cool awesome amazing terrible horrible
`;

/** Number of tier-A / tier-B words, for tests and diagnostics. */
export function commonWordSets(): { tierA: string[]; tierB: string[] } {
  const split = (s: string): string[] => s.split(/\s+/).filter(Boolean);
  return { tierA: split(COMMON_TIER_A), tierB: split(COMMON_TIER_B) };
}
