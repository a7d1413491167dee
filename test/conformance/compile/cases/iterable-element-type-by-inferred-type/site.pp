notify { 'n01': message => String([1,'a'] =~ Iterable[Variant[Integer,String]]) }
notify { 'n02': message => String([1,2.5] =~ Iterable[Variant[Integer,Float]]) }
notify { 'n03': message => String([1,2.5] =~ Iterable[Numeric]) }
notify { 'n04': message => String([[1]] =~ Iterable[Array[Integer]]) }
notify { 'n05': message => String([{a=>1}] =~ Iterable[Hash[String,Integer]]) }
notify { 'n06': message => String({a=>1} =~ Iterable[Tuple[String[1,1], Integer[1,1]]]) }
notify { 'n07': message => String({a=>1} =~ Iterable[Tuple[Integer, Integer]]) }
notify { 'n08': message => String({} =~ Iterable[Tuple[Integer, Integer]]) }
notify { 'n09': message => String(Integer[1,3] =~ Iterable[Integer[1,3]]) }
notify { 'n10': message => String(Integer[1,3] =~ Iterable[Integer[1,2]]) }
notify { 'n11': message => String(Enum['a','b'] =~ Iterable[Enum['a','b']]) }
notify { 'n12': message => String(Type[Integer[1,2]] < Iterable[Integer]) }
notify { 'n13': message => String(Struct[{a => Integer}] < Iterable[Tuple[String, Integer]]) }
notify { 'n14': message => String(3 =~ Iterable[Integer[0,2]]) }
notify { 'n15': message => String('abc' =~ Iterable[String[2]]) }
notify { 'n16': message => String([1,2].reverse_each =~ Iterable[Integer]) }
