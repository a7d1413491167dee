class erbcase {
  $setenv = ['SPECIAL_PATH /foo/bin', 'OTHER 1']
  $setenvif = 'Request_URI "\.gif$" object_is_image=gif'
  $setenvifnocase = []
  $error_documents = [{'error_code' => '404', 'document' => '/404.html'}, {'error_code' => '503', 'document' => ''}]
  notify { 'erb': message => "${template('apache/vhost/_setenv.erb')}${template('apache/vhost/_error_document.erb')}" }
}
include erbcase
