notify { 'e1': message => "${chomp((undef >= Enum[a, b]))}" }
