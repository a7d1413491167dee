type Foo::Port = Integer[1, 65535]
