// Words too common to rank passages by in this language (articles, pronouns, "tell me about").
export const zh = '请你 请您 你的 您的 介绍 绍一 一下 讲讲 说说 谈谈 描述 一个 一次 什么 怎么 如何 为什 么样 时候 你是 你在 我们 可以 能否 是否 哪些 有没 没有 经历';
