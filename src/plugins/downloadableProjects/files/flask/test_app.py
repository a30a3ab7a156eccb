"""The project's test (python3 -m unittest): sends the contact form to the app
with the test keys, whatever .env holds, through Flask's test client, and
passes when Bramble verifies the test token. BRAMBLE_API_BASE points the app at
another Bramble API, such as a stand-in in CI, instead of
https://api.bramble.example."""

import os
import unittest
from unittest import mock

TEST_SITE_KEY = "10000000-0000-4000-8000-000000000001"
TEST_SECRET_KEY = "0x1000000000000000000000000000000000000001"
TEST_TOKEN = "10000000-aaaa-4000-8000-000000000001"

os.environ["BRAMBLE_SITE_KEY"] = TEST_SITE_KEY
os.environ["BRAMBLE_SECRET_KEY"] = TEST_SECRET_KEY

import app as contact  # noqa: E402  (reads the keys above when imported)

API_BASE = os.environ.get("BRAMBLE_API_BASE", "https://api.bramble.example").rstrip("/")


class ContactFormTest(unittest.TestCase):
    def setUp(self):
        swap = mock.patch.object(contact, "SITEVERIFY_URL", API_BASE + "/siteverify")
        swap.start()
        self.addCleanup(swap.stop)
        self.client = contact.app.test_client()

    def test_the_page_holds_the_widget(self):
        page = self.client.get("/contact")
        self.assertEqual(page.status_code, 200)
        self.assertIn(f'data-sitekey="{TEST_SITE_KEY}"', page.get_data(as_text=True))

    def test_a_verified_token_is_accepted(self):
        answer = self.client.post(
            "/contact",
            data={"email": "ada@example.com", "message": "Hello", "bramble-response": TEST_TOKEN},
        )
        self.assertEqual(answer.status_code, 303, answer.get_data(as_text=True))

    def test_a_form_without_a_token_is_refused(self):
        answer = self.client.post("/contact", data={"email": "ada@example.com", "message": "Hello"})
        self.assertEqual(answer.status_code, 403)


if __name__ == "__main__":
    unittest.main()
