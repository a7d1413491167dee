notify { 'e1': message => "${([] < Struct[{a => Integer}])}" }
