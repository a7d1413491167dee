notify { "a": message => String(Optional[Integer[1,default]]) }
notify { "b": message => String(Struct[{a => Integer, Optional[b] => String}]) }
notify { "c": message => String(Variant[Integer, Enum[x, y]]) }
notify { "d": message => String(Callable[[Integer], String]) }
notify { "e": message => String(Type[Resource["file"]]) }
