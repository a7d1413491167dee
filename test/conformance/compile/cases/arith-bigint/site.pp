notify { 'a': message => 9007199254740993 + 2 }
notify { 'b': message => -9223372036854775807 - 1 }
