// Chapter 1: a DI container in fifty lines. Each call below is one section of the chapter,
// in the article's order; docs/chapter-1-di-container.md explains every line it prints.
print("Chapter 1: a DI container in fifty lines")
usageExample()
critique()
PropertyWrapper.run()
SecondInitializer.run()
mockContainer()
