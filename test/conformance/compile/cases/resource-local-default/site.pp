notify {
  default: message => 'shared', withpath => true;
  'one': ;
  'two': message => 'own';
}
