notify { 'e1': message => "${([1, 2, 3] > (Hash[String, Integer] < '3.5'))}" }
