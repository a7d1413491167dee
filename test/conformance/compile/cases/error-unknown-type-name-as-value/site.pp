$x = Foo
notify { 'x': message => 'ok' }
