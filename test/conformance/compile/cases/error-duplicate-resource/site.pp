notify { 'x': }
notify { 'y': }
notify { 'x': }
