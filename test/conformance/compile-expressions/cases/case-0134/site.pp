notify { 'e1': message => "${(017 and ['b', 'a', 'c'])}" }
