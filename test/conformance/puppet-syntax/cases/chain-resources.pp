package { 'a': } -> service { 'a': }
