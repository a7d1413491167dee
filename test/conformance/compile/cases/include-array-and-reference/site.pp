class a { notify { "a": } } class b { notify { "b": } } class c { notify { "c": } }
include [a, "b"]
include Class["c"]
