// The offline answer to "Solve screen": the pattern rules on a set of problem statements, and
// the labelled talking points built from them.
import { matchProblemPatterns } from '@/ws-server/llm/offline/problem-patterns';
import { SCREEN_OFFLINE_HEADING, screenTalkingPoints } from '@/ws-server/llm/offline/screen-talking-points';

const PROBLEMS: [string, string][] = [
  ['Given an array of intervals where intervals[i] = [start, end], merge all overlapping intervals.', 'intervals'],
  ['Given an array of integers nums and an integer target, return indices of the two numbers such that they add up to target.', 'pair-sum'],
  ['Find the shortest path from the top-left cell to the bottom-right cell of a maze.', 'shortest-path'],
  ['Given an integer array nums and an integer k, return the kth largest element in the array.', 'k-largest'],
  ['Given a string s, find the length of the longest substring without repeating characters.', 'sliding-window'],
  ['Given a sorted array of distinct integers and a target value, return the index if the target is found.', 'binary-search'],
  ['Given an array nums of distinct integers, return all possible permutations.', 'backtracking'],
  ['You are climbing a staircase. In how many distinct ways can you climb to the top? Return the number of ways.', 'dynamic-programming'],
  ['Given the root of a binary tree, return its maximum depth.', 'tree-traversal'],
  ["Given a string s containing just the characters '(', ')', '{', '}', determine if the input string is valid: every open bracket is closed by the same type of parentheses.", 'parentheses'],
  ['Given head, the head of a linked list, determine if the linked list has a cycle in it.', 'linked-list-cycle'],
  ['Given an integer array nums and an integer k, return the k most frequent elements.', 'top-k-frequent'],
  ['You are given an array of k linked-lists, each sorted in ascending order. Merge all the sorted lists into one: merge k sorted lists.', 'merge-k-sorted'],
  ['There are numCourses courses. You are given an array prerequisites where prerequisites[i] = [a, b]. Return true if you can finish all courses.', 'topological-sort'],
  ["Given an m x n 2D binary grid which represents a map of '1's (land) and '0's (water), return the number of islands.", 'islands'],
];

describe('matchProblemPatterns', () => {
  it.each(PROBLEMS)('recognises the pattern of: %s', (problem, expected) => {
    expect(matchProblemPatterns(problem)[0]?.id).toBe(expected);
  });

  it('names the usual complexity with each pattern', () => {
    const [intervals] = matchProblemPatterns(PROBLEMS[0][0]);
    expect(intervals).toMatchObject({ name: 'Sort, then sweep', time: 'O(n log n)' });
    const [pairs] = matchProblemPatterns(PROBLEMS[1][0]);
    expect(pairs).toMatchObject({ name: 'Hash map', time: 'O(n)', space: 'O(n)' });
  });

  it('returns nothing for text that is not a coding problem', () => {
    expect(matchProblemPatterns('Describe your ideal team culture in a few sentences.')).toEqual([]);
  });
});

describe('screenTalkingPoints', () => {
  it('labels the points as offline, quotes the problem and gives questions, pattern and edge cases', () => {
    const text = '56. Merge Intervals\n\nGiven an array of intervals where intervals[i] = [start, end], merge all overlapping intervals.\n\nExample 1:\nInput: intervals = [[1,3],[2,6]]';
    const lines = screenTalkingPoints(text);
    expect(lines[0]).toBe(SCREEN_OFFLINE_HEADING);
    const body = lines.join('\n');
    expect(body).toContain('“Given an array of intervals where intervals[i] = [start, end], merge all overlapping intervals.”');
    expect(body).not.toMatch(/“[^”]*Example 1/);
    expect(body).toMatch(/\*\*Clarifying questions to ask:\*\*/);
    expect(body).toMatch(/\*\*Likely pattern:\*\* Sort, then sweep\. .*O\(n log n\) time/);
    expect(body).toMatch(/Intervals that only touch/);
    expect(body).not.toMatch(/\bAI\b(?! model configured)/);
  });

  it('still helps when no pattern matches, and cuts a long statement at a word', () => {
    const lines = screenTalkingPoints(`Implement the ${'very '.repeat(200)}special thing.`);
    const body = lines.join('\n');
    expect(body).toMatch(/none recognised/);
    expect(body).toMatch(/very …”/);
  });
});
