notify { 'e1': message => "${(String[1] == Struct[{a => Integer}])}" }
