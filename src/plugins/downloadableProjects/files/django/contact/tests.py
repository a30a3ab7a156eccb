"""The project's test (python3 manage.py test): sends the contact form to the
view with the test keys, whatever .env holds, through Django's test client, and
passes when Bramble verifies the test token. BRAMBLE_API_BASE points the app at
another Bramble API, such as a stand-in in CI, instead of
https://api.bramble.example."""

import os
from unittest import mock

from django.test import SimpleTestCase, override_settings
from django.urls import reverse

TEST_SITE_KEY = "10000000-0000-4000-8000-000000000001"
TEST_SECRET_KEY = "0x1000000000000000000000000000000000000001"
TEST_TOKEN = "10000000-aaaa-4000-8000-000000000001"
API_BASE = os.environ.get("BRAMBLE_API_BASE", "https://api.bramble.example").rstrip("/")


@override_settings(BRAMBLE_SITE_KEY=TEST_SITE_KEY, BRAMBLE_SECRET_KEY=TEST_SECRET_KEY)
class ContactFormTest(SimpleTestCase):
    def setUp(self):
        swap = mock.patch("contact.bramble.SITEVERIFY_URL", API_BASE + "/siteverify")
        swap.start()
        self.addCleanup(swap.stop)

    def test_the_page_holds_the_widget(self):
        page = self.client.get(reverse("contact"))
        self.assertContains(page, f'data-sitekey="{TEST_SITE_KEY}"')

    def test_a_verified_token_is_accepted(self):
        answer = self.client.post(
            reverse("contact"),
            {"email": "ada@example.com", "message": "Hello", "bramble-response": TEST_TOKEN},
            follow=True,
        )
        self.assertRedirects(answer, reverse("contact"))
        self.assertContains(answer, "Thank you, your message was sent.")

    def test_a_form_without_a_token_is_refused(self):
        answer = self.client.post(reverse("contact"), {"email": "ada@example.com", "message": "Hello"})
        # Once: the template shows the form's errors in one place.
        self.assertContains(answer, "The captcha could not be verified.", count=1)
