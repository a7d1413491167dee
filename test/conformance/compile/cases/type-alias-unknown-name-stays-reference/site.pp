type A = Variant[Foo, Integer]
notify { 'x': message => [1 =~ A, "${A}"] }
