notify { 'top': }
node default { notify { 'in node': } }
$x = 1
