notify { 'scalars': message => [String(Type('Integer[1,2]')), String(Type('Optional[String]')), String(Type('Integer[-1, default]'))] }
notify { 'collections': message => [String(Type('Hash[String, Array[Integer]]')), String(Type('Struct[{a => Integer}]')), String(Type('Tuple[Integer, 2, 3]'))] }
notify { 'literals': message => [String(Type('Enum[a, "b"]')), String(Type('Pattern[/x/]'))] }
notify { 'resources': message => [String(Type('File')), String(Type('File[x]')), String(Type('Class[main]'))] }
notify { 'alias': message => [String(Type('Site::Small')), 5 =~ Type('Site::Small'), 50 =~ Type('Site::Small')] }
notify { 'matching': message => [3 =~ Type('Integer[1,5]'), 'x' =~ Type('Integer')] }
notify { 'already a type': message => String(Type(Integer)) }
