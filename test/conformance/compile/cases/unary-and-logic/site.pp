notify { 'a': message => !true }
notify { 'b': message => -(3) }
notify { 'c': message => true and false or true }
notify { 'd': message => !(1 == 2) }
