notify { 'n01': message => String([[1], [2, 3]], {Array[Integer, 1, 1] => '%(a'}) }
notify { 'n02': message => String([[1], [2, 3]], {Array[Integer, 1, 1] => '%(a', Array => '%[a'}) }
notify { 'n03': message => String([[1], [2, 3]], {Array[Integer] => '%(a', Array => '%[a'}) }
notify { 'n04': message => String([[1], [2, 3]], {Array[Integer, 1, 1] => '%(a', Array => '%a'}) }
notify { 'n05': message => String([[1], [2, 3]], {Tuple[Integer] => '%(a', Array => '%[a'}) }
notify { 'n06': message => String([[1], [2, 3]], {Array[Integer, 2, 2] => '%(a', Array => '%[a'}) }
notify { 'n07': message => String([1, 20, 'a'], {Integer[0, 1] => '%x', Integer => '%o'}) }
notify { 'n08': message => String([[1], [2, 3]], {Array[Integer, 1, 1] => '%(a', Array => '%a'}) }
notify { 'n09': message => String([1, 2.5, 'a'], {Variant[Integer, String] => '%p', Numeric => '%x'}) }
notify { 'n10': message => String(['a', 'bb'], {String[1,1] => '%p', Pattern[/b/] => '%(s', Enum['bb'] => '%-5s'}) }
