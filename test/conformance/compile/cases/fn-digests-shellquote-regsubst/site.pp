notify { "a": message => [md5("x"), sha1("x"), sha256("x")] }
notify { "b": message => [shellquote(["a b", "c\"d", "e"]), regsubst("aaa", "a", "b", "G"), regsubst("Hello", "l", "L")] }
