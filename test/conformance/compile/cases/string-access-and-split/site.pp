notify { "a": message => ["a,b".split(","), "abc"[1], "abc"[-1], "abc"[0,2], "hello"[1,-2], "x".length] }
