node 'n1.example.com' { notify { 'exact': } }
node default { notify { 'default': } }
