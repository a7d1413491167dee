notify { 'e1': message => "${(Float <= (/^(\d+)-(\w+)$/).reverse_each)}" }
