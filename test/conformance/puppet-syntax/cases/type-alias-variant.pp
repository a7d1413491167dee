type Foo::V = Variant[String, Array[String]]
