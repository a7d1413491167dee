notify { 'has space': }
notify { 'UPPER': }
notify { 'a.b-c': }
