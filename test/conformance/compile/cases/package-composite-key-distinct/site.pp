# Package's key is (command, name, provider): one name under two providers is two packages.
package { 'x': provider => 'gem' }
package { 'x-pip': name => 'x', provider => 'pip' }
package { 'y': }
