notify { 'e1': message => "${(([] / "tab\there") / -9223372036854775808)}" }
