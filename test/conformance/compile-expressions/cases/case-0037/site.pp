notify { 'e1': message => (['a', 'a', 'b'] in Variant[Integer, String]) }
