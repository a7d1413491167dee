require foo
