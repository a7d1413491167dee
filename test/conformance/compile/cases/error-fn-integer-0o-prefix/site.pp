notify { "b": message => Integer("0o17") }
