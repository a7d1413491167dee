type Foo::Cfg = Struct[{name => String, Optional[port] => Integer}]
