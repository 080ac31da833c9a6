// Chinese stop words, each under the readers that drop it (../stop-word-list.ts says why the
// readers differ).
import { stopWordList } from '../stop-word-list';

export const STOP_WORDS = stopWordList({
  'ranking detector': `一下 什么 怎么 如何 我们`,
  ranking: `请你 请您 你的 您的 介绍 绍一 讲讲 说说 谈谈 描述 一个 一次 为什 么样 时候 你是 你在 可以 能否 是否 哪些 有没 没有 经历`,
  'rubric detector': `的 了 是 我 你 您 在 和 有 吗 呢 吧 请`,
  rubric: `他 她 它 们 与 这 那 个 就 都 也 很 啊 一 下 什 么 怎 如 何 为 哪 些 自 己 然 后 说 过 着 会 要 能 对 把 被 让 给 从 到 上 中 里 之 而 或 但 还 又 再 所 以 因 此
    果 没 不 嗯 呃 额`,
  detector: `为什么`,
});
