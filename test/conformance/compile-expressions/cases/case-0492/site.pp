notify { 'e1': message => "${(-9223372036854775808 <= (true).chomp)}" }
