notify { 'e1': message => ({'k' => {'n' => 1}} =~ Enum[a, b]) }
