notify { 'h': message => { 1 => 'one', true => 'yes', 'x' => undef } }
