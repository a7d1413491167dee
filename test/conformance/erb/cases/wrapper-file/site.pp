notify { 'erb': message => "${template('TEMPLATE')}|${inline_template('<%= file.inspect %>')}" }
