// Chinese stop words. The first part (articles, pronouns, "tell me about") is dropped from every
// text before passages are ranked; the second, fillers and words too common in spoken answers to
// say what they are about, only from Chinese text.
import { stopWordList } from '../stop-word-list';

export const STOP_WORDS = stopWordList({
  everywhere: `请你 请您 你的 您的 介绍 绍一 一下 讲讲 说说 谈谈 描述 一个 一次 什么 怎么 如何 为什 么样 时候 你是 你在 我们 可以 能否 是否 哪些 有没 没有 经历`,
  ownLanguage: `的 了 是 我 你 您 他 她 它 们 在 和 与 有 这 那 个 就 都 也 很 吗 呢 吧 啊 请 一 下 什 么 怎 如 何 为 哪 些 自 己 然 后 说 过 着 会 要 能 对 把 被 让 给 从 到 上 中 里
    之 而 或 但 还 又 再 所 以 因 此 果 没 不 嗯 呃 额 为什么`,
});
