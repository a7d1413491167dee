notify { "s": message => Sensitive("secret") }
file { "/tmp/f": content => Deferred("sprintf", ["%s", "x"]) }
