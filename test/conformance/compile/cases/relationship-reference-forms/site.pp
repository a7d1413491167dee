notify { "a": } notify { "b": before => Notify["a"] } notify { "c": before => [Notify["a"], Notify["b"]] } notify { "d": require => "Notify[a]" }
