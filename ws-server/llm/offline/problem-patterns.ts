// The usual solution patterns for coding problems, recognised from the problem's own words.
// A rules table, no model: the offline answer to "Solve screen" names the likely pattern and
// its usual cost, and the candidate checks it against the problem. Order matters: specific
// rules ("top k frequent", "merge k sorted") come before the general ones they contain.

export interface ProblemPattern {
  id: string;
  name: string;
  /** What to do, in one line. */
  approach: string;
  time: string;
  space: string;
}

interface Rule extends ProblemPattern {
  test: RegExp;
}

const RULES: Rule[] = [
  { id: 'top-k-frequent', test: /\b(?:top|most) (?:k|\d+) (?:most )?(?:frequent|common)|\bk most frequent\b/, name: 'Hash map + heap', approach: 'Count with a hash map, then keep the k best in a min-heap of size k (or bucket sort by count).', time: 'O(n log k)', space: 'O(n)' },
  { id: 'merge-k-sorted', test: /\bmerge (?:k|\d+|all(?: the)?) sorted\b|\bk sorted (?:lists|arrays)\b/, name: 'Heap (k-way merge)', approach: 'Push the head of each list into a min-heap; pop the smallest, push its successor.', time: 'O(n log k)', space: 'O(k)' },
  { id: 'linked-list-cycle', test: /\b(?:linked list|list node)\b[^.]*\bcycle\b|\bcycle\b[^.]*\blinked list\b|\bmiddle of (?:the )?linked list\b/, name: 'Fast and slow pointers', approach: 'Move one pointer one step and another two steps; they meet inside a cycle.', time: 'O(n)', space: 'O(1)' },
  { id: 'topological-sort', test: /\bprerequisites?\b|\bdepend(?:s|encies|ency) (?:on|graph)\b|\bcourse schedule\b|\btopological\b|\bbuild order\b/, name: 'Topological sort', approach: "Build the dependency graph with in-degrees; repeatedly take nodes with in-degree 0 (Kahn's algorithm). Leftover nodes mean a cycle.", time: 'O(V + E)', space: 'O(V + E)' },
  { id: 'intervals', test: /\bintervals?\b|\boverlapping\b|\bmeeting rooms?\b/, name: 'Sort, then sweep', approach: 'Sort the intervals by start, then sweep once, merging or counting overlaps as you go.', time: 'O(n log n)', space: 'O(n)' },
  { id: 'pair-sum', test: /\btwo (?:numbers|elements|integers) (?:that )?(?:add|sum) up to\b|\b(?:add|sum)s? up to (?:a |the )?target\b|\bpair (?:with (?:a |the )?)?(?:given )?sum\b|\btwo sum\b/, name: 'Hash map', approach: 'One pass: for each number, look up target − number in a hash map of values seen so far.', time: 'O(n)', space: 'O(n)' },
  { id: 'shortest-path', test: /\bshortest (?:path|route|distance)\b|\bminimum (?:number of )?(?:steps|moves|hops|jumps)\b|\bfewest (?:steps|moves)\b/, name: 'BFS (unweighted) or Dijkstra (weighted)', approach: 'BFS level by level on an unweighted graph; Dijkstra with a min-heap when edges have non-negative weights.', time: 'O(V + E) BFS; O(E log V) Dijkstra', space: 'O(V)' },
  { id: 'k-largest', test: /\bk(?:th|-th)? (?:largest|smallest|closest)\b|\b(?:largest|smallest|closest) k\b|\bkth\b/, name: 'Heap', approach: 'Keep a heap of size k (a min-heap for the k largest); or quickselect for one kth element.', time: 'O(n log k)', space: 'O(k)' },
  { id: 'islands', test: /\bislands?\b|\bflood fill\b|\bconnected (?:regions|components|cells)\b|\b(?:2d )?grid\b[^.]*\b(?:connected|adjacent|neighbou?r)/, name: 'Flood fill (DFS/BFS on the grid)', approach: 'Scan the grid; from each unvisited land cell, DFS or BFS to mark its whole region, counting regions.', time: 'O(rows × cols)', space: 'O(rows × cols)' },
  { id: 'parentheses', test: /\bparenthes[ie]s\b|\bbrackets?\b|\bbalanced\b|\bvalid (?:expression|sequence)\b/, name: 'Stack', approach: 'Push openers; on a closer, the top of the stack must be its match. Empty at the end means valid.', time: 'O(n)', space: 'O(n)' },
  { id: 'sliding-window', test: /\bsubstring\b|\b(?:sliding )?window\b|\bcontiguous (?:subarray|sequence)\b|\blongest subarray\b/, name: 'Sliding window', approach: 'Grow the window on the right, shrink it from the left while it breaks the condition; track the best window.', time: 'O(n)', space: 'O(k) for the window contents' },
  { id: 'binary-search', test: /\bsorted (?:array|list|matrix)\b[^.]*\b(?:find|search|target|index|position)\b|\b(?:find|search)\b[^.]*\bsorted (?:array|list)\b|\bbinary search\b|\brotated sorted\b|\bO\(log n\)/, name: 'Binary search', approach: 'Halve the search range each step, keeping the invariant on which half holds the answer.', time: 'O(log n)', space: 'O(1)' },
  { id: 'backtracking', test: /\ball (?:possible )?(?:combinations|permutations|subsets|partitions)\b|\bgenerate all\b|\bn-?queens\b|\bevery possible\b/, name: 'Backtracking', approach: 'Build candidates one choice at a time, recurse, and undo the choice; prune branches that cannot succeed.', time: 'O(branching^depth), e.g. O(2^n) subsets, O(n!) permutations', space: 'O(depth) plus the output' },
  { id: 'dynamic-programming', test: /\bnumber of (?:ways|distinct ways|paths|unique paths)\b|\bminimum cost\b|\bmax(?:imum)? (?:profit|sum|value)\b|\blongest (?:common|increasing)\b|\bcoin change\b|\bedit distance\b|\bknapsack\b|\bclimb(?:ing)? stairs\b/, name: 'Dynamic programming', approach: 'Define the state and the recurrence from smaller subproblems; fill a table bottom-up (or memoise top-down).', time: 'O(number of states × work per state), often O(n) or O(n·m)', space: 'O(states), often reducible to one row' },
  { id: 'tree-traversal', test: /\bbinary (?:search )?tree\b|\btree\b[^.]*\b(?:depth|height|level|traversal|path|ancestor|root|leaf|leaves)\b|\bbst\b/, name: 'Tree traversal (DFS/BFS)', approach: 'Recursive DFS returning what each subtree needs, or BFS with a queue for level-order questions.', time: 'O(n)', space: 'O(h) for DFS recursion, O(width) for BFS' },
  { id: 'graph-traversal', test: /\bgraph\b|\bnodes? and edges\b|\bneighbou?rs?\b|\bconnected\b/, name: 'Graph traversal (DFS/BFS)', approach: 'Build an adjacency list; DFS or BFS with a visited set.', time: 'O(V + E)', space: 'O(V)' },
  { id: 'two-pointers', test: /\bpalindrome\b|\bin[- ]place\b|\bremove duplicates\b|\bcontainer with most water\b|\bthree sum\b|\b3sum\b|\btriplets?\b/, name: 'Two pointers', approach: 'Move a left and a right pointer towards each other (or a slow and a fast one), deciding from the current pair.', time: 'O(n), O(n²) for triplets', space: 'O(1)' },
  { id: 'hash-counting', test: /\banagrams?\b|\bduplicates?\b|\bfrequency\b|\bcount (?:the )?occurrences\b|\bunique\b|\bfirst non-?repeating\b/, name: 'Hash map / set', approach: 'Count or remember what you have seen in a hash map or set, in one pass.', time: 'O(n)', space: 'O(n)' },
];

/** The patterns whose words appear in the problem, most specific first; at most `limit`. */
export function matchProblemPatterns(problem: string, limit = 2): ProblemPattern[] {
  const text = problem.toLowerCase().replace(/\s+/g, ' ');
  const found: ProblemPattern[] = [];
  for (const { test, ...pattern } of RULES) {
    if (test.test(text)) found.push(pattern);
    if (found.length === limit) break;
  }
  return found;
}
