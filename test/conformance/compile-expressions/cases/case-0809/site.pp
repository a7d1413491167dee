notify { 'e1': message => String(downcase((/a+/ or undef))) }
