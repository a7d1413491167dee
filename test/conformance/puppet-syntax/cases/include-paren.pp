include(foo)
