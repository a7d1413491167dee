# An Iterator cannot be a resource parameter value.
notify { 'iterator': message => [1, 2].reverse_each }
