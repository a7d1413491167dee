class foo (Optional[Array[Variant[String, Integer]]] $a = undef, Hash[String, Struct[{a => Integer}]] $h = {}) { }
