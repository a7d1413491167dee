class a { type Foo = String }
